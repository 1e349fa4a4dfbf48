// `npm run dev`: the API server in watch mode on 8080 and Vite on 5173 with /api proxied to it.
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? '.no-static' },
});
const web = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill('SIGTERM');
  web.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
