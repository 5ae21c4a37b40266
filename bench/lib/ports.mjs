// Every bench's server port is BENCH_PORT_BASE (default 18190) plus the bench's own offset, so
// benches started beside other servers (a second worktree, e2e runs) can be moved out of their way.
const base = Number(process.env.BENCH_PORT_BASE || 18190);
if (!Number.isInteger(base) || base < 1 || base > 65_000) throw new Error(`BENCH_PORT_BASE must be a port number, got ${process.env.BENCH_PORT_BASE}`);

export const BENCH_PORTS = {
  coldStart: base,
  loginPageSize: base + 1,
  loginPermission: base + 2,
  announcementFanout: base + 4,
  editableTable: base + 6,
  userImport: base + 7,
  userList: base + 8,
  advancedQuery: base + 9,
  workflow: base + 10,
  gtfs: base + 11,
  ops: base + 12,
};
