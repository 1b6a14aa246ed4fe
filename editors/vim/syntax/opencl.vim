" Vim syntax file for OpenCL C (from opencl-lsp): C's syntax and OpenCL's words.
" Also what ALE's hover includes for ```opencl blocks (`syntax include`).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/c.vim
unlet! b:current_syntax

syn keyword openclStorageClass kernel __kernel
syn keyword openclStorageClass global local constant private generic
syn keyword openclStorageClass __global __local __constant __private __generic
syn keyword openclStorageClass read_only write_only read_write
syn keyword openclStorageClass __read_only __write_only __read_write uniform pipe
syn keyword openclType bool half size_t ptrdiff_t intptr_t uintptr_t
syn keyword openclType uchar ushort uint ulong
syn keyword openclType image1d_t image1d_array_t image1d_buffer_t image2d_t image2d_array_t image3d_t
syn keyword openclType image2d_depth_t image2d_array_depth_t image2d_msaa_t image2d_array_msaa_t
syn keyword openclType image2d_msaa_depth_t image2d_array_msaa_depth_t
syn keyword openclType sampler_t event_t queue_t ndrange_t clk_event_t reserve_id_t cl_mem_fence_flags
syn keyword openclType atomic_int atomic_uint atomic_long atomic_ulong atomic_float atomic_double
syn keyword openclType atomic_intptr_t atomic_uintptr_t atomic_size_t atomic_ptrdiff_t atomic_flag
syn match openclType "\<\(u\?char\|u\?short\|u\?int\|u\?long\|half\|float\|double\)\(2\|3\|4\|8\|16\)\>"
syn keyword openclAttribute __attribute__
syn keyword openclConstant CLK_LOCAL_MEM_FENCE CLK_GLOBAL_MEM_FENCE CLK_IMAGE_MEM_FENCE
syn keyword openclConstant CLK_NORMALIZED_COORDS_TRUE CLK_NORMALIZED_COORDS_FALSE
syn keyword openclConstant CLK_ADDRESS_NONE CLK_ADDRESS_CLAMP CLK_ADDRESS_CLAMP_TO_EDGE CLK_ADDRESS_REPEAT
syn keyword openclConstant CLK_ADDRESS_MIRRORED_REPEAT CLK_FILTER_NEAREST CLK_FILTER_LINEAR
syn keyword openclConstant MAXFLOAT HUGE_VALF INFINITY NAN FLT_MAX FLT_MIN FLT_EPSILON M_PI M_PI_F

hi def link openclStorageClass StorageClass
hi def link openclType Type
hi def link openclAttribute Keyword
hi def link openclConstant Constant

let b:current_syntax = 'opencl'
