import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { iconMarkup } from './src/motifs/game-icons.ts';
const names = process.argv.slice(2);
const cells = names.map((n, i) => `<g transform="translate(${i * 220} 0)">${iconMarkup(n, { x0: 10, y0: 10, x1: 210, y1: 210 }, '#eee').markup}</g>`);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${names.length * 220}" height="220"><rect width="100%" height="100%" fill="#3b2a20"/>${cells.join('')}</svg>`;
writeFileSync('/tmp/view/icons.png', await sharp(Buffer.from(svg)).png().toBuffer());
