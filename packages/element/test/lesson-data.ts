/**
 * The course files as data: read from disk in Node, fetched from the test server in the
 * browser (so no bundler setting is needed for JSON modules).
 */
export const COURSE_IDS = ['dart', 'dice', 'sixstone', 'dagger', 'd4d6'] as const;

/** Courses held to the full standard (30+ steps in three parts, each rule twice). */
export const FULL_COURSES = ['dagger', 'sixstone', 'dart', 'dice', 'd4d6'] as const;

async function readCourse(id: string): Promise<unknown> {
  const url = new URL(`../lessons/${id}.json`, import.meta.url);
  if (typeof window === 'undefined') {
    const fs = (await import(/* @vite-ignore */ ['node', 'fs/promises'].join(':'))) as typeof import('node:fs/promises');
    return JSON.parse(await fs.readFile(url, 'utf8'));
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

export const COURSES: Record<string, unknown> = Object.fromEntries(
  await Promise.all(COURSE_IDS.map(async (id) => [id, await readCourse(id)] as const)),
);
