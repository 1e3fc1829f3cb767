/** What a command is given: its output, error output and input (the terminal in Node, or a test's capture). */
export interface CliIO {
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
  readFile(path: string): Promise<string>;
}

export type Command = (argv: string[], io: CliIO) => Promise<number>;
