import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from './screenshot-command';

/** A white image of the given size, with a black square where asked. */
function image(width: number, height: number, square?: { x: number; y: number; size: number }) {
  const png = new PNG({ width, height });
  png.data.fill(255);
  if (square) {
    for (let y = square.y; y < square.y + square.size; y++) {
      for (let x = square.x; x < square.x + square.size; x++) {
        const i = (y * width + x) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
      }
    }
  }
  return PNG.sync.write(png);
}

describe('comparePngs', () => {
  it('finds no difference between two encodings of the same pixels', () => {
    const a = image(100, 100, { x: 10, y: 10, size: 20 });
    const b = PNG.sync.write(PNG.sync.read(a), { deflateLevel: 0, filterType: 0 });
    expect(b.equals(a)).toBe(false);
    expect(comparePngs(a, b).changed).toBe(0);
  });

  it('counts the changed pixels and draws them in the diff image', () => {
    const baseline = image(100, 100);
    const changed = image(100, 100, { x: 0, y: 0, size: 10 });
    const result = comparePngs(baseline, changed);
    expect(result.changed).toBe(100);
    expect(result.detail).toBe('100 pixels differ');
    const diff = PNG.sync.read(result.diff!);
    expect([diff.data[0], diff.data[1], diff.data[2]]).toEqual([255, 0, 0]);
  });

  it('fails a screenshot of another size outright', () => {
    const result = comparePngs(image(100, 100), image(100, 80));
    expect(result.changed).toBe(Infinity);
    expect(result.detail).toBe('size 100×80, baseline 100×100');
  });
});
