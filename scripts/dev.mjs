// `npm run dev`: the API server with reload (tsx watch) and Vite with hot module
// replacement; open http://127.0.0.1:5173 (Vite proxies /api and /ws to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';

const port = process.env.PORT ?? '3000';
// npm runs each workspace script in its own folder: pin the data folder to the one `npm start` uses.
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@hirehand/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, DATA_DIR: dataDir },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hirehand/web'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_PROXY: `http://127.0.0.1:${port}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
