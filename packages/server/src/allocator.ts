/**
 * Options for the memory allocator inside resvg's native module (mimalloc), set before that module
 * loads: mimalloc reads them from the process's environment once. Import this first wherever
 * `@resvg/resvg-js` is imported.
 *
 * Each render allocates a whole picture (1.75 MB for a 480 px Dagger board) and frees it. By default
 * mimalloc hands freed memory back to the system after 10 ms, so the next render touches fresh pages
 * again: on this project's test machine (a virtual machine where a page fault costs ~25 µs) that was
 * half of a 480 px PNG's time, and an empty 480 px render cost 15 ms. Kept for a tenth of a second, and in
 * 2 MB pages where the system allows, the memory is reused: 21.3 → 8.8 ms of CPU per PNG of the bench's
 * boards. (A whole second was no faster and raised the GIF flood's peak memory: 480-532 MB against 427.) A value already in the
 * environment (the user's own) is kept.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '100';
process.env.MIMALLOC_ALLOW_LARGE_OS_PAGES ??= '1';

export {};
