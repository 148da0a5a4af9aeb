import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname);
const testFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file));

describe('the shared unit project (isolate: false)', () => {
  it('holds no file that replaces modules: those are named *.isolated.test.ts(x) and run apart', () => {
    const mocking = testFiles.filter(
      (file) => !file.includes('.isolated.test.') && /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking).toEqual([]);
  });
});
