import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export interface Download {
  /** Time from the request to the last byte read. */
  seconds: number;
  bytes: number;
  /** The server's RSS before the request and its peak while answering, in MB. */
  rssBefore: number;
  rssPeak: number;
}

/**
 * POSTs `body` and reads the answer to its last byte, sampling the server's resident memory
 * every 20 ms meanwhile: the exports' time and memory, measured the same way for every list.
 */
export async function timedDownload(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  serverPid: number,
): Promise<Download> {
  const rssBefore = rssMb(serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(serverPid));
  }, 20);
  try {
    const started = performance.now();
    const reply = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!reply.ok) throw new Error(`${url} answered ${reply.status}: ${await reply.text()}`);
    let bytes = 0;
    const reader = reply.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, bytes, rssBefore, rssPeak: Math.max(rssPeak, rssMb(serverPid)) };
  } finally {
    clearInterval(sampler);
  }
}
