import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One server process of the socket benchmark (socket-bench-server.ts), spoken to over IPC. */
export interface Instance {
  child: ChildProcess;
  url: string;
  ask<T>(message: object, reply: string): Promise<T>;
}

export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = fork(path.join(here, 'socket-bench-server.ts'), [], {
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T>(message: object, reply: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (answer: { type: string; message?: string }) => {
        if (answer.type === 'error') reject(new Error(answer.message));
        if (answer.type !== reply) return;
        child.off('message', onMessage);
        resolve(answer as T);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { type: string; url?: string; message?: string }) => {
      if (message.type === 'ready') resolve({ child, url: message.url!, ask });
      else reject(new Error(message.message));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

export function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
    instance.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    instance.child.send({ type: 'close' });
  });
}
