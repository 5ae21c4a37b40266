// `npm start`: build the web app and the server where their sources changed, then run the built
// server (plain JavaScript, apps/server/dist), which serves both the API and the built app on PORT
// (default 8080) with the embedded database under DATA_DIR; a new DATA_DIR starts from the
// prepared database image (scripts/build-server.mjs).
import { spawn } from 'node:child_process';
import { buildServerDist } from './build-server.mjs';
import { buildWeb, root, serverEntry } from './lib.mjs';

if (buildWeb() !== 0) {
  console.error('The web build failed; see the output above.');
  process.exit(1);
}
if ((await buildServerDist()) !== 0) {
  console.error('The server build failed; see the output above.');
  process.exit(1);
}
const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
