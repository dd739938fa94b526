/**
 * Keeps Node's event loop busy while the server starts. Until it listens, the start
 * often waits on promises alone: PGlite's WebAssembly compile, a file read handed to the thread
 * pool. Whenever no handle or request is active, Node's loop runs out and then waits for every V8
 * background task to finish, among them the optimising compiles of PGlite's WebAssembly: a
 * restart sat idle for 0.1 to 0.7 s before reading DATA_DIR/secret.key. A timer that never fires
 * keeps the loop alive, so promises settle as soon as their work is done. Returns the release.
 */
export function holdEventLoop(): () => void {
  const timer = setInterval(() => undefined, 2 ** 30);
  return () => clearInterval(timer);
}
