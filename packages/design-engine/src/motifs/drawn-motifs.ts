/** Every motif we draw ourselves, by group. */
import { BLOSSOM_MOTIFS } from './drawn-blossom.ts';
import { ORNATE_MOTIFS } from './drawn-ornate.ts';
import { POP_GRIT_MOTIFS } from './drawn-pop-grit.ts';
import { SKY_MOTIFS } from './drawn-sky.ts';
import { TECH_ROOTS_MOTIFS } from './drawn-tech-roots.ts';
import type { Motif } from './types.ts';

export const DRAWN_MOTIFS: readonly Motif[] = [
  ...ORNATE_MOTIFS,
  ...POP_GRIT_MOTIFS,
  ...TECH_ROOTS_MOTIFS,
  ...SKY_MOTIFS,
  ...BLOSSOM_MOTIFS,
];
