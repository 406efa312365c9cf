import net from 'node:net';

/**
 * A TCP relay the soak puts between the API and a server it must not stop itself (the shared
 * Redis other processes use): `cut()` drops every relayed connection at once and refuses new
 * ones, as a dead host does; `restore()` lets connections through again.
 */
export interface TcpCut {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpCut(upstreamUrl: string, port: number): Promise<TcpCut> {
  const upstream = new URL(upstreamUrl);
  const open = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const server = net.connect(Number(upstream.port || 6379), upstream.hostname);
    for (const [a, b] of [
      [client, server],
      [server, client],
    ] as const) {
      open.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  };
  let listener: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      listener = net.createServer(relay).once('error', reject);
      listener.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      if (!listener) return resolve();
      listener.close(() => resolve());
      listener = undefined;
    });
  await listen();
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut: stop, restore: listen, close: stop };
}
