// A bare node:http server: the bench's hello-world baseline, or, given BASELINE_ANSWER
// ({headers, body}), a server answering exactly those bytes (to show what an API route's headers cost).
import { createServer } from 'node:http';

const answer = process.env.BASELINE_ANSWER
  ? JSON.parse(process.env.BASELINE_ANSWER)
  : { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'ok' }) };
const headers = { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(answer.body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
