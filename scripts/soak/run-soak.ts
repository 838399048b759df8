import { checkRequests } from '../../bench/api/requests';
import { startAppServer } from '../../bench/support/app-server';
import { buildSpaIfStale } from '../../bench/support/build-spa';
import { load } from '../../bench/support/load';
import { residentBytes } from '../../bench/support/rss';
import { seedSharedCard } from '../../e2e/support/cards';
import { soakTraffic } from './traffic';

// `npm run test:soak`: mixed traffic at a steady rate against the real server (its production bundle on a throwaway
// SQLite database) for five minutes (SOAK_SECONDS to change it): every answer a success, and memory flat.
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const port = Number(process.env.SOAK_PORT ?? 4450);
const sampleEveryMs = 5000;
/** The memory of the last fifth of the run may exceed that of the second fifth (after warming up) by this much. */
const allowedGrowth = 1.1;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const peak = (samples: number[]) => Math.max(...samples);

const main = async (): Promise<number> => {
  if (!Number.isFinite(seconds) || seconds < 30) throw new Error(`SOAK_SECONDS must be 30 or more, got ${seconds}`);
  buildSpaIfStale();
  const server = await startAppServer(port);
  try {
    const card = await seedSharedCard(server.url, { dataDir: server.dataDir });
    const streams = soakTraffic(card);
    // Each request must succeed for what it is before the clock starts (a refused validation is a 200 too).
    await checkRequests(
      server.url,
      streams.map((stream) => stream.request),
    );
    const mix = streams.map((stream) => `${stream.request.label} ${stream.perSecond}/s`).join(', ');
    console.log(`soak: ${seconds} s of ${mix}`);

    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentBytes(server.pid)), sampleEveryMs);
    const results = await Promise.all(
      streams.map((stream) =>
        load({
          url: `${server.url}${stream.request.path}`,
          method: stream.request.method ?? 'GET',
          headers: stream.request.headers ?? {},
          ...(stream.request.body === undefined ? {} : { body: stream.request.body }),
          connections: Math.max(1, Math.min(10, Math.ceil(stream.perSecond / 10))),
          overallRate: stream.perSecond,
          durationSeconds: seconds,
        }),
      ),
    );
    clearInterval(sampler);
    const ready = (await fetch(`${server.url}/api/ready`)).status;

    let failures = 0;
    streams.forEach((stream, index) => {
      const result = results[index]!;
      failures += result.errors + result.non2xx;
      console.log(
        `  ${stream.request.label.padEnd(14)} ${String(result.requests).padStart(7)} requests, ${result.errors} errors, ${result.non2xx} non-2xx, p99 ${result.p99} ms`,
      );
    });
    const fifth = Math.max(1, Math.floor(samples.length / 5));
    const settled = peak(samples.slice(fifth, 2 * fifth));
    const last = peak(samples.slice(-fifth));
    const growth = last / settled;
    console.log(
      `  memory: RSS peak ${megabytes(settled)} MB in the second fifth, ${megabytes(last)} MB in the last (${growth.toFixed(2)} ×, ≤ ${allowedGrowth} ×); ${samples.length} samples`,
    );
    console.log(`  /api/ready after the run: ${ready}`);
    const passed = failures === 0 && growth <= allowedGrowth && ready === 200;
    console.log(passed ? 'soak: passed' : `soak: FAILED (${failures} failed requests, memory ${growth.toFixed(2)} ×)`);
    return passed ? 0 : 1;
  } finally {
    await server.stop();
  }
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
