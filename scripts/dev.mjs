#!/usr/bin/env node
// `npm run dev`: the API server (rebuilt and restarted on change by tsc --watch + node --watch) and Vite with hot
// reload on http://localhost:5173, which proxies /api to the server on API_PORT (default 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
const children = [];

function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stop(code);
  });
}

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput']);
setTimeout(() => {
  start('node', ['--watch', 'apps/server/dist/main.js'], { PORT: apiPort });
  start('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { API_PORT: apiPort });
}, 8000);
