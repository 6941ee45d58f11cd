// «Exportar PNG»: the grid drawn on a canvas by hand (the DOM cannot be rasterised without a
// library), with its title and legend, in the same colours as on screen, at twice its pixels.
import { formatNumber } from '../../../lib/format';
import { pngFileName } from '../../../components/chart/chart-download';
import { GRID_STATES, STATE_STYLES, type GridFloor } from './grid-layout';
import type { GridUnitState } from '../../../../graphql/generated/client/graphql';

const CELL_W = 56;
const CELL_H = 28;
const GAP = 4;
const FLOOR_W = 72;
const PAD = 16;
const TITLE_H = 28;
const LEGEND_H = 28;
const SCALE = 2;

export interface GridPicture {
  title: string;
  floors: readonly GridFloor[];
  counts: Record<GridUnitState, number>;
}

/** The canvas's size in CSS pixels for these floors. */
export function pictureSize(floors: readonly GridFloor[]) {
  const widest = Math.max(0, ...floors.map((floor) => floor.homes.length));
  return {
    width: PAD * 2 + FLOOR_W + widest * (CELL_W + GAP),
    height: PAD * 2 + TITLE_H + LEGEND_H + floors.length * (CELL_H + GAP),
  };
}

/** Draws the picture; false when the browser gives no 2D context. */
export function drawGrid(canvas: HTMLCanvasElement, picture: GridPicture): boolean {
  const { width, height } = pictureSize(picture.floors);
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#1a202c';
  ctx.font = '600 16px system-ui, sans-serif';
  ctx.fillText(picture.title, PAD, PAD + TITLE_H / 2);
  let x = PAD;
  ctx.font = '12px system-ui, sans-serif';
  for (const state of GRID_STATES) {
    const style = STATE_STYLES[state];
    ctx.fillStyle = style.fill;
    ctx.strokeStyle = style.border;
    ctx.fillRect(x, PAD + TITLE_H + 6, 14, 14);
    ctx.strokeRect(x + 0.5, PAD + TITLE_H + 6.5, 13, 13);
    ctx.fillStyle = '#1a202c';
    const text = `${style.label}: ${formatNumber(picture.counts[state])}`;
    ctx.fillText(text, x + 20, PAD + TITLE_H + 13);
    x += 20 + ctx.measureText(text).width + 16;
  }
  let y = PAD + TITLE_H + LEGEND_H;
  for (const floor of picture.floors) {
    ctx.fillStyle = '#1a202c';
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.fillText(floor.label, PAD, y + CELL_H / 2);
    floor.homes.forEach((home, col) => {
      const style = STATE_STYLES[home.state];
      const cx = PAD + FLOOR_W + col * (CELL_W + GAP);
      ctx.fillStyle = style.fill;
      ctx.fillRect(cx, y, CELL_W, CELL_H);
      ctx.strokeStyle = style.border;
      ctx.setLineDash(home.visible ? [] : [3, 2]);
      ctx.strokeRect(cx + 0.5, y + 0.5, CELL_W - 1, CELL_H - 1);
      ctx.fillStyle = style.text;
      ctx.textAlign = 'center';
      ctx.fillText(home.identifier, cx + CELL_W / 2, y + CELL_H / 2, CELL_W - 6);
      ctx.textAlign = 'start';
    });
    ctx.setLineDash([]);
    y += CELL_H + GAP;
  }
  return true;
}

/** Draws the picture and downloads it as `<slug>-<date>.png`. */
export function downloadGridPng(picture: GridPicture, slug: string): boolean {
  const canvas = document.createElement('canvas');
  if (!drawGrid(canvas, picture)) return false;
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = pngFileName(slug);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}
