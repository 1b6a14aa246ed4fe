"""Call hierarchy: the function at the cursor, its callers and its callees."""

from __future__ import annotations

from lsprotocol import types

from .base import Server, at, guarded
from .navigation import engine


def call_item(ls: Server, item) -> types.CallHierarchyItem:
    navigation = engine()
    whole = ls.location(navigation.Location(item.path, item.start, item.end))
    name = ls.location(navigation.Location(item.path, item.name_start, item.name_end))
    return types.CallHierarchyItem(
        name=item.name,
        kind=types.SymbolKind.Function,
        uri=whole.uri,
        range=whole.range,
        selection_range=name.range,
        detail=item.detail or None,
        data=[item.name, item.kind, item.path, item.start, item.end, item.name_start, item.name_end, item.detail],
    )


def from_call_item(item: types.CallHierarchyItem):
    return engine().CallItem(*item.data)


def ranges(ls: Server, path: str, spans) -> list[types.Range]:
    return [ls.location(engine().Location(path, s, e)).range for s, e in spans]


@guarded(default=None)
def prepare_call_hierarchy(ls: Server, params: types.CallHierarchyPrepareParams):
    snap, offset = at(ls, params)
    if snap is None:
        return None
    return [call_item(ls, item) for item in engine().prepare_call_hierarchy(ls.project.index, snap, offset)] or None


@guarded(default=None)
def incoming_calls(ls: Server, params: types.CallHierarchyIncomingCallsParams):
    return [
        types.CallHierarchyIncomingCall(
            from_=call_item(ls, call.caller), from_ranges=ranges(ls, call.caller.path, call.ranges)
        )
        for call in engine().incoming_calls(ls.project.index, from_call_item(params.item))
    ]


@guarded(default=None)
def outgoing_calls(ls: Server, params: types.CallHierarchyOutgoingCallsParams):
    caller = from_call_item(params.item)
    return [
        types.CallHierarchyOutgoingCall(to=call_item(ls, call.callee), from_ranges=ranges(ls, caller.path, call.ranges))
        for call in engine().outgoing_calls(ls.project.index, caller)
    ]


FEATURES = (
    (types.TEXT_DOCUMENT_PREPARE_CALL_HIERARCHY, None, prepare_call_hierarchy),
    (types.CALL_HIERARCHY_INCOMING_CALLS, None, incoming_calls),
    (types.CALL_HIERARCHY_OUTGOING_CALLS, None, outgoing_calls),
)
