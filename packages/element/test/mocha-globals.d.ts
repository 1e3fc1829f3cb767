// The few Mocha globals the tests use (the runner provides Mocha; its types are not installed).
interface MochaContext {
  skip(): never;
  timeout(ms: number): void;
  /** The running test: its title may be amended (a skip saying why). */
  test?: { title: string };
}
type MochaFn = (this: MochaContext) => void | Promise<void>;
declare function describe(name: string, fn: () => void): void;
declare const it: {
  (name: string, fn: MochaFn): void;
  /** A test not run in this browser; its name says why. */
  skip(name: string, fn: MochaFn): void;
};
declare function before(fn: MochaFn): void;
declare function beforeEach(fn: MochaFn): void;
declare function after(fn: MochaFn): void;
declare function afterEach(fn: MochaFn): void;
