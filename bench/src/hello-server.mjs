// The baseline: a bare node:http server. It answers BASELINE_ANSWER ({headers, body}: the bytes
// of the API route it is compared with, so the comparison is about the serving stack, not about
// the headers an answer must carry), or a small JSON body when none is given.
import { createServer } from 'node:http';

const answer = process.env.BASELINE_ANSWER
  ? JSON.parse(process.env.BASELINE_ANSWER)
  : { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 'ok' }) };
const headers = { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(answer.body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
