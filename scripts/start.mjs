// `npm start`: build the web app when its sources changed, then run the server, which serves
// both the API and the built app on PORT (default 8080) with the embedded database under DATA_DIR.
import { spawn } from 'node:child_process';
import { buildWeb, root } from './lib.mjs';

if (buildWeb() !== 0) {
  console.error('The web build failed; see the output above.');
  process.exit(1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
