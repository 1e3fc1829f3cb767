/**
 * A diagram of a chess position is drawn by the core alone. What only some games draw (hexes,
 * points and lines, reserves, shaded areas, facing arrows, the games' own pieces) is a part of
 * its own, draw/features.ts, fetched with the rules of a game that needs it, and styled by a
 * sheet that comes with it. (This file runs in a page of its own, so nothing has loaded it yet;
 * its tests run in order.)
 */
import { expect, fixture } from '@open-wc/testing';
import '../src/index.js';
import type { VariantBoard } from '../src/variant-board.js';
import { buildScene, drawsFeatures, needsFeatures } from '../src/draw/scene.js';
import { loadVariant } from '../src/engine.js';
import { reach } from './helpers.js';
import { geometryOf } from '../src/model.js';

/** A Dagger scene drawn by hand, on the geometry the element's boards share: its cells' clickable places, as corners. */
async function daggerCorners(): Promise<{ needs: boolean; corners: number[] }> {
  const v = await loadVariant('dagger');
  const geometry = geometryOf(v, {}), view = v.view(v.initial({}));
  const scene = buildScene({ geometry, view });
  return { needs: needsFeatures(geometry, view), corners: scene.hits.filter((h) => h.kind === 'cell').map((h) => (h.points ? h.points.split(' ').length : 0)) };
}

const drawing = (el: VariantBoard) => el.shadowRoot!.querySelector('g.drawing')!;
const count = (el: VariantBoard, selector: string) => drawing(el).querySelectorAll(selector).length;
/** The corners of each clickable place of a cell. */
const corners = (el: VariantBoard) =>
  [...el.shadowRoot!.querySelectorAll('g.hits polygon.cell')].map((p) => p.getAttribute('points')!.trim().split(/\s+/).length);

describe('drawing parts', () => {
  it('a Dice Chess diagram is drawn whole without the part for other boards', async () => {
    const el = await fixture<VariantBoard>('<variant-board variant="dice" readonly controls="none"></variant-board>');
    await el.ready;
    expect(count(el, '.piece')).to.equal(32);
    expect(count(el, '.piece path')).to.be.greaterThan(32);
    await reach(el);
    expect(new Set(corners(el))).to.deep.equal(new Set([4]));
    expect(drawsFeatures()).to.equal(false);
    // A scene of another game drawn before the part came lacks its hexes, and says it needs the part.
    const before = await daggerCorners();
    expect(before.needs).to.equal(true);
    expect(new Set(before.corners)).to.deep.equal(new Set([0]));
  });

  it('the other games are drawn whole once ready: hexes, points and lines, reserves, areas, facing arrows, their own pieces', async () => {
    const host = await fixture<HTMLElement>(`<div>
      <variant-board variant="dagger" readonly controls="none" style="--vb-hex-1: rgb(4, 5, 6)"></variant-board>
      <variant-board variant="sixstone" readonly controls="none" style="--vb-wood: rgb(1, 2, 3)"></variant-board>
      <variant-board variant="dart" readonly controls="none"></variant-board>
      <variant-board variant="d4d6" options="rinoceronte=true" readonly controls="none"></variant-board></div>`);
    const [dagger, sixstone, dart, d4d6] = [...host.querySelectorAll('variant-board')] as VariantBoard[];
    await Promise.all([dagger!.ready, sixstone!.ready, dart!.ready, d4d6!.ready]);
    for (const b of [dagger!, sixstone!, dart!, d4d6!]) await reach(b);
    expect(drawsFeatures()).to.equal(true);
    // What was drawn before the part came is not kept: the same game's scene is whole now.
    expect(new Set((await daggerCorners()).corners)).to.deep.equal(new Set([6]));

    // Dagger: 39 hexagons (clickable places with 6 corners), its reserves, in the colour a page gives them.
    const daggerGeometry = dagger!.game!.geometry({});
    expect(corners(dagger!)).to.deep.equal(daggerGeometry.cells.map(() => 6));
    expect(count(dagger!, '.reserve')).to.equal(daggerGeometry.reserves!.length);
    const hex = drawing(dagger!).querySelector('.cell.hex.tone-0')!;
    expect(getComputedStyle(hex).fill).to.equal('rgb(4, 5, 6)');

    // Six Stone: the wood, every line, a dot and an 8-cornered place on each point, its stones.
    const sixGeometry = sixstone!.game!.geometry({});
    expect(count(sixstone!, '.wood')).to.equal(1);
    expect(getComputedStyle(drawing(sixstone!).querySelector('.wood')!).fill).to.equal('rgb(1, 2, 3)');
    expect(count(sixstone!, 'line.line')).to.equal(sixGeometry.lines!.length);
    expect(count(sixstone!, 'circle.point')).to.equal(sixGeometry.cells.length);
    expect(corners(sixstone!)).to.deep.equal(sixGeometry.cells.map(() => 8));
    expect(count(sixstone!, '.piece.stone path')).to.be.greaterThan(0);

    // Dart 6x6: its reserve slots (drawn and clickable) and its darts, drawn with their paths.
    const dartGeometry = dart!.game!.geometry({});
    expect(count(dart!, 'rect.reserve')).to.equal(dartGeometry.reserves!.length);
    expect(dart!.shadowRoot!.querySelectorAll('g.hits polygon.reserve').length).to.equal(dartGeometry.reserves!.length);
    const view = dart!.game!.view(dart!.session!.state);
    const darts = [...view.pieces.values()].filter((p) => p.kind === 'dart').length + view.reserves.filter((r) => r.kind === 'dart' && r.count > 0).length;
    expect(darts).to.be.greaterThan(0);
    expect(count(dart!, '.piece.dart')).to.equal(darts);
    // Its reserves' clickable places say what they hold, in the words that came with the part.
    const reserveLabels = [...dart!.shadowRoot!.querySelectorAll('g.hits polygon.reserve')].map((p) => p.getAttribute('aria-label'));
    for (const label of reserveLabels) expect(label).to.match(/^.+: \d+ (dart|empty)$/);
    expect(count(dart!, '.piece.dart path')).to.be.greaterThan(darts - 1);

    // d4 d6: the shaded and marked areas, the Rinoceronte's facing arrow and the animals' letters.
    expect(count(d4d6!, '.area')).to.be.greaterThan(0);
    expect(count(d4d6!, '.hatch')).to.be.greaterThan(0);
    expect(count(d4d6!, '.piece .pm')).to.be.greaterThan(0);
  });

  it('a board shows a facing arrow where a piece faces', async () => {
    const el = await fixture<VariantBoard>('<variant-board variant="d4d6" options="rinoceronte=true"></variant-board>');
    await el.ready;
    // The Rinoceronte's facing is rolled at the start; once it is, the piece shows which way it faces.
    el.setRoll('2');
    await el.updateComplete;
    const view = el.game!.view(el.session!.state);
    const facing = [...view.pieces.values()].filter((p) => p.facing).length;
    expect(facing).to.be.greaterThan(0);
    expect(count(el, '.facing')).to.equal(facing);
    // A facing piece's cell says which way it faces.
    const labels = [...el.shadowRoot!.querySelectorAll('g.hits polygon.cell')].map((p) => p.getAttribute('aria-label')!);
    expect(labels.filter((l) => /, facing (north|south|east|west)(-(east|west))?(,|$)/.test(l)).length).to.equal(facing);
  });
});
