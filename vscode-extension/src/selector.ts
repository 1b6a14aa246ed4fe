/**
 * Which documents the client hands to the server: OpenCL files, and the Python, C and C++ files
 * whose strings may hold kernels (issue 20), as `opencl.embedded.languages` allows.
 *
 * Knows: the host languages and the rule that in host files the server answers only inside
 * kernels, so features that VS Code takes from a single provider (semantic tokens) stay with the
 * user's own Python or C extension there (`ownsWholeDocument`).
 * Does not know: VS Code. Pure functions, tested under plain node.
 */

/** The host languages the server understands, as VS Code names them. */
export const HOST_LANGUAGES = ['python', 'c', 'cpp'] as const;

export interface Filter {
  scheme: string;
  language: string;
}

/** The host languages a setting value turns on: unknown names and non-lists are ignored. */
export function hostLanguages(setting: unknown): string[] {
  const wanted = Array.isArray(setting) ? setting : [...HOST_LANGUAGES];
  return HOST_LANGUAGES.filter((language) => wanted.includes(language));
}

/** The client's document selector: OpenCL, then each enabled host language (files and untitled). */
export function documentSelector(setting: unknown): Filter[] {
  const languages = ['opencl', ...hostLanguages(setting)];
  return languages.flatMap((language) => [
    { scheme: 'file', language },
    { scheme: 'untitled', language },
  ]);
}

/**
 * Whether the server's answer may stand for the whole document. VS Code shows the semantic tokens
 * of one provider per document; in a host file that must be the host language's own, so the
 * client does not offer the server's there (the TextMate injection colours the kernels).
 */
export function ownsWholeDocument(languageId: string): boolean {
  return languageId === 'opencl';
}
