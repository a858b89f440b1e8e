// Loaded with `node --import` under a file-size limit (prlimit --fsize): without a handler the
// kernel's SIGXFSZ kills the process; with one, the write fails with EFBIG as on a full disk.
process.on('SIGXFSZ', () => {});
