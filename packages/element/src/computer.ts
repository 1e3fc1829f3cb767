/**
 * The computer player, loaded only when a board has a computer side or asks for a hint,
 * so pages with human-only boards never download the search.
 */
export interface ComputerClient {
  requestMove(opts: { variant: string; record: string; level: number; signal?: AbortSignal }): Promise<string>;
  requestHint(opts: { variant: string; record: string; level: number; signal?: AbortSignal }): Promise<string>;
}

export async function loadComputer(): Promise<ComputerClient> {
  // @ts-ignore -- the client is written separately; until it exists the build substitutes a stub.
  return (await import('./ai/client.js')) as ComputerClient;
}
