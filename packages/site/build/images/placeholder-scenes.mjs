// @ts-check
// SVG scenes for the placeholder artwork: dark studio lighting, a stylised car, close-ups of
// paintwork, wheels and quilted leather, with the brand gold as the accent. Every function is
// pure: the same key and random stream always give the same SVG, so the cache can key on it.

export const GOLD = '#d4b06a';
const INK = '#0c1117';

/** @typedef {() => number} Rng  a seeded stream of numbers in [0, 1) */

/** A 32-bit hash of a string (FNV-1a), used to seed each key's random stream. */
export function seedOf(/** @type {string} */ text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for artwork. @returns {Rng} */
export function rngFor(/** @type {string} */ key) {
  let a = seedOf(key);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {Rng} rng @param {number} min @param {number} max */
const between = (rng, min, max) => min + (max - min) * rng();
/** @template T @param {Rng} rng @param {readonly T[]} items @returns {T} */
function pick(rng, items) {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}
/** @param {number} n */
const r1 = (n) => Math.round(n * 10) / 10;

/** Paint colours: [highlight, body, shadow]. Deep, glossy and a little cinematic. */
const PAINTS = /** @type {const} */ ([
  ['#5a6675', '#1a2029', '#07090c'], // gloss black
  ['#7d8894', '#2c333c', '#0b0d10'], // graphite
  ['#4f6a8c', '#14233a', '#060a12'], // midnight blue
  ['#4f7565', '#143025', '#06100c'], // British racing green
  ['#8c4a52', '#3a1218', '#12060a'], // oxblood
  ['#c9ced4', '#7c848d', '#2a2f35'], // silver
]);

const LEATHERS = /** @type {const} */ ([
  ['#3b3f46', '#15171b', '#060708'], // black
  ['#7a3a36', '#3d1614', '#170807'], // oxblood
  ['#a0714a', '#5a3a22', '#22140a'], // cognac
]);

/** Shared definitions: blurs scaled to the width, the vignette and the studio backdrop. */
function defs(/** @type {number} */ w) {
  return `
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 60)}"/></filter>
  <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 18)}"/></filter>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(w / 300)}"/></filter>
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="55%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="0.78"/>
  </radialGradient>
  <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#06080b"/>
    <stop offset="0.55" stop-color="#141c26"/>
    <stop offset="1" stop-color="#05070a"/>
  </linearGradient>`;
}

/** Out-of-focus lights: warm gold and cool white discs, some with a brighter rim. */
function bokeh(
  /** @type {Rng} */ rng,
  /** @type {number} */ w,
  /** @type {number} */ h,
  count = 18,
  maxY = 0.55,
) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = between(rng, w / 110, w / 30);
    const x = between(rng, 0, w);
    const y = between(rng, 0, h * maxY);
    const colour = rng() < 0.55 ? GOLD : '#dfe8f2';
    const opacity = between(rng, 0.05, 0.22);
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${colour}" fill-opacity="${r1(opacity * 100) / 100}" stroke="${colour}" stroke-opacity="${r1(opacity * 150) / 100}" stroke-width="${r1(r / 12)}"/>`;
  }
  return `<g filter="url(#glow)">${out}</g>`;
}

/** A long softbox light high in the studio, and the pool of light it throws on the backdrop. */
function studioLights(/** @type {Rng} */ rng, /** @type {number} */ w, /** @type {number} */ h) {
  const cx = between(rng, 0.4, 0.6) * w;
  return `
  <ellipse cx="${r1(cx)}" cy="${r1(h * 0.42)}" rx="${r1(w * 0.42)}" ry="${r1(h * 0.3)}" fill="#3a4c63" opacity="0.55" filter="url(#softer)"/>
  <ellipse cx="${r1(cx)}" cy="${r1(h * 0.5)}" rx="${r1(w * 0.22)}" ry="${r1(h * 0.12)}" fill="${GOLD}" opacity="0.10" filter="url(#softer)"/>
  <rect x="${r1(cx - w * 0.3)}" y="${r1(h * 0.035)}" width="${r1(w * 0.6)}" height="${r1(h * 0.018)}" rx="${r1(h * 0.009)}" fill="#f4f1ea" opacity="0.55" filter="url(#glow)"/>
  <rect x="${r1(cx - w * 0.34)}" y="${r1(h * 0.02)}" width="${r1(w * 0.68)}" height="${r1(h * 0.05)}" fill="#f4f1ea" opacity="0.12" filter="url(#soft)"/>`;
}

/**
 * A stylised grand tourer in side profile, facing right, drawn in a 1000 x 300 box with the
 * ground at y = 300.
 * @param {Rng} rng @param {string} id
 */
function car(rng, id) {
  const [hi, body, shadow] = pick(rng, PAINTS);
  const roof = between(rng, 44, 62);
  const peak = between(rng, 470, 530);
  const tail = between(rng, 150, 170);
  const bonnet = between(rng, 138, 150);
  const spokes = pick(rng, [5, 6, 7, 10]);
  const rear = 205;
  const front = 795;
  const wheelR = 66;
  const wy = 300 - wheelR;
  const arch = 80;
  const dx = Math.sqrt(arch * arch - (262 - wy) ** 2);
  const bodyPath = [
    `M 38 262`,
    `C 22 240 24 206 42 ${tail + 18}`,
    `C 70 ${tail} 160 ${tail - 8} 262 ${tail - 14}`,
    `C 330 ${roof + 40} 410 ${roof} ${peak} ${roof}`,
    `C ${peak + 110} ${roof} 650 ${roof + 22} 712 ${bonnet - 18}`,
    `C 790 ${bonnet - 6} 900 ${bonnet} 955 ${bonnet + 14}`,
    `C 982 ${bonnet + 22} 990 200 984 222`,
    `C 980 246 968 260 946 262`,
    `L ${r1(front + dx)} 262`,
    `A ${arch} ${arch} 0 1 0 ${r1(front - dx)} 262`,
    `L ${r1(rear + dx)} 262`,
    `A ${arch} ${arch} 0 1 0 ${r1(rear - dx)} 262`,
    `Z`,
  ].join(' ');
  const glass = [
    `M 282 ${tail - 12}`,
    `C 340 ${roof + 44} 414 ${roof + 10} ${peak} ${roof + 9}`,
    `C ${peak + 96} ${roof + 9} 640 ${roof + 26} 690 ${bonnet - 16}`,
    `L 660 ${bonnet - 12} L 300 ${tail - 10} Z`,
  ].join(' ');
  const shoulder = `M 60 ${tail + 30} C 240 ${tail + 10} 640 ${bonnet + 4} 960 ${bonnet + 24}`;
  const sill = `M 300 252 L 700 252`;
  return `
  <linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hi}"/>
    <stop offset="0.35" stop-color="${body}"/>
    <stop offset="0.62" stop-color="${hi}" stop-opacity="0.9"/>
    <stop offset="0.7" stop-color="${body}"/>
    <stop offset="1" stop-color="${shadow}"/>
  </linearGradient>
  <linearGradient id="${id}-sheen" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.45" stop-color="#fff" stop-opacity="0.22"/>
    <stop offset="0.55" stop-color="#fff" stop-opacity="0.05"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0a0e13"/>
    <stop offset="0.5" stop-color="#233040"/>
    <stop offset="0.56" stop-color="#0a0e13"/>
    <stop offset="1" stop-color="#05070a"/>
  </linearGradient>
  <g id="${id}">
    <path d="${bodyPath}" fill="url(#${id}-paint)"/>
    <path d="${bodyPath}" fill="url(#${id}-sheen)"/>
    <path d="${glass}" fill="url(#${id}-glass)" stroke="#000" stroke-opacity="0.6" stroke-width="2"/>
    <path d="M ${peak - 40} ${roof + 12} L ${peak - 30} ${tail - 10}" stroke="#07090c" stroke-width="9"/>
    <path d="${shoulder}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2.2"/>
    <path d="${sill}" stroke="${GOLD}" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M 600 ${bonnet + 38} L 640 ${bonnet + 34}" stroke="#000" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>
    <path d="M 918 ${bonnet + 20} C 950 ${bonnet + 22} 968 ${bonnet + 28} 980 ${bonnet + 40} L 950 ${bonnet + 38} Z" fill="#f4f1ea"/>
    <path d="M 44 ${tail + 24} L 88 ${tail + 16}" stroke="#c23b3b" stroke-width="5" stroke-linecap="round"/>
    ${wheel(rear, wy, wheelR, spokes, `${id}-r`)}
    ${wheel(front, wy, wheelR, spokes, `${id}-f`)}
  </g>`;
}

/**
 * A wheel: tyre, drilled disc, gold caliper, faceted spokes and a polished lip.
 * @param {number} cx @param {number} cy @param {number} r @param {number} spokes @param {string} id
 */
function wheel(cx, cy, r, spokes, id) {
  const rim = r * 0.78;
  /** A point on a circle: angle in degrees, 0 = up, clockwise. @param {number} radius @param {number} deg */
  const xy = (radius, deg) => {
    const a = (deg * Math.PI) / 180;
    return [r1(cx + radius * Math.sin(a)), r1(cy - radius * Math.cos(a))];
  };
  /** @param {number} radius @param {number} deg */
  const at = (radius, deg) => xy(radius, deg).join(' ');
  let arms = '';
  for (let i = 0; i < spokes; i++) {
    const a = (360 / spokes) * i + 8;
    const half = 70 / spokes;
    arms += `<path d="M ${at(rim * 0.14, a - half * 1.6)} L ${at(rim * 0.97, a - half * 0.55)} L ${at(rim * 0.97, a)} L ${at(rim * 0.14, a)} Z" fill="#9aa3ad"/>`;
    arms += `<path d="M ${at(rim * 0.14, a)} L ${at(rim * 0.97, a)} L ${at(rim * 0.97, a + half * 0.55)} L ${at(rim * 0.14, a + half * 1.6)} Z" fill="#3d454f"/>`;
  }
  let holes = '';
  for (let i = 0; i < 24; i++) {
    const [hx, hy] = xy(rim * 0.7, i * 15);
    holes += `<circle cx="${hx}" cy="${hy}" r="${r1(rim * 0.025)}" fill="#0b0d10"/>`;
  }
  const calIn = rim * 0.62;
  const calOut = rim * 0.9;
  const caliper = `M ${at(calOut, 20)} A ${r1(calOut)} ${r1(calOut)} 0 0 1 ${at(calOut, 100)} L ${at(calIn, 100)} A ${r1(calIn)} ${r1(calIn)} 0 0 0 ${at(calIn, 20)} Z`;
  return `
  <radialGradient id="${id}-tyre" cx="50%" cy="50%" r="50%">
    <stop offset="0.7" stop-color="#0d1013"/><stop offset="0.86" stop-color="#1b2027"/><stop offset="1" stop-color="#050607"/>
  </radialGradient>
  <radialGradient id="${id}-disc" cx="50%" cy="50%" r="50%">
    <stop offset="0.3" stop-color="#1a1e23"/><stop offset="0.75" stop-color="#5b636c"/><stop offset="1" stop-color="#2c3137"/>
  </radialGradient>
  <linearGradient id="${id}-caliper" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f0d595"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="#8a6d35"/>
  </linearGradient>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-tyre)"/>
  <circle cx="${cx}" cy="${cy}" r="${r1(rim)}" fill="#07090b"/>
  <circle cx="${cx}" cy="${cy}" r="${r1(rim * 0.82)}" fill="url(#${id}-disc)"/>
  ${holes}
  <circle cx="${cx}" cy="${cy}" r="${r1(rim * 0.4)}" fill="#101317"/>
  <path d="${caliper}" fill="url(#${id}-caliper)" stroke="url(#${id}-caliper)" stroke-width="${r1(rim * 0.06)}" stroke-linejoin="round"/>
  ${arms}
  <circle cx="${cx}" cy="${cy}" r="${r1(rim * 0.98)}" fill="none" stroke="#6b737c" stroke-width="${r1(r * 0.05)}"/>
  <path d="M ${at(rim * 0.98, 220)} A ${r1(rim * 0.98)} ${r1(rim * 0.98)} 0 0 1 ${at(rim * 0.98, 340)}" fill="none" stroke="#f4f1ea" stroke-opacity="0.75" stroke-width="${r1(r * 0.03)}" stroke-linecap="round"/>
  <circle cx="${cx}" cy="${cy}" r="${r1(rim * 0.17)}" fill="#23282f" stroke="#a7b0ba" stroke-width="${r1(r * 0.015)}"/>
  <circle cx="${cx}" cy="${cy}" r="${r1(rim * 0.07)}" fill="${GOLD}"/>`;
}

/** Studio shot: the car on a glossy floor with its reflection. */
export function profileScene(
  /** @type {Rng} */ rng,
  /** @type {number} */ w,
  /** @type {number} */ h,
) {
  const horizon = h * between(rng, 0.7, 0.76);
  const carWidth = w * (w / h > 1.7 ? 0.62 : 0.74);
  const scale = carWidth / 1000;
  const x = (w - carWidth) / 2 + between(rng, -0.04, 0.04) * w;
  const y = horizon - 300 * scale;
  return `
  <defs>${defs(w)}${car(rng, 'car')}
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1a2430"/><stop offset="1" stop-color="#030405"/>
    </linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <mask id="reflection"><rect x="0" y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#fade)"/></mask>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#backdrop)"/>
  ${studioLights(rng, w, h)}
  ${bokeh(rng, w, h, 14, 0.45)}
  <rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="url(#floor)"/>
  <rect y="${r1(horizon - 1)}" width="${w}" height="2" fill="${GOLD}" opacity="0.18"/>
  <ellipse cx="${r1(x + carWidth / 2)}" cy="${r1(horizon)}" rx="${r1(carWidth * 0.52)}" ry="${r1(h * 0.03)}" fill="#000" opacity="0.8" filter="url(#soft)"/>
  <g mask="url(#reflection)"><use href="#car" transform="translate(${r1(x)} ${r1(horizon + 300 * scale)}) scale(${r1(scale * 1000) / 1000} ${-r1(scale * 1000) / 1000})"/></g>
  <use href="#car" transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 1000) / 1000})"/>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** Close-up of glossy bodywork: sweeping panels, the softbox reflected along each crest. */
export function panelScene(
  /** @type {Rng} */ rng,
  /** @type {number} */ w,
  /** @type {number} */ h,
  beads = false,
) {
  const [hi, body, shadow] = pick(rng, PAINTS);
  const rising = rng() < 0.5;
  let gradients = '';
  let bands = '';
  const count = pick(rng, [2, 3, 3, 4]);
  for (let i = 0; i < count; i++) {
    const y0 = h * (0.3 + (i * 0.72) / count + between(rng, -0.03, 0.03));
    const lift = h * between(rng, 0.18, 0.34);
    const [ya, yb] = rising ? [y0 + lift, y0 - lift * 0.35] : [y0 - lift * 0.35, y0 + lift];
    const crest = `M ${-w * 0.1} ${r1(ya)} C ${r1(w * 0.3)} ${r1(ya - lift * 0.8)} ${r1(w * 0.7)} ${r1(yb - lift * 0.6)} ${r1(w * 1.1)} ${r1(yb)}`;
    const top = Math.min(ya, yb) - lift * 0.6;
    gradients += `<linearGradient id="band-${i}" gradientUnits="userSpaceOnUse" x1="0" y1="${r1(top)}" x2="${r1(w * 0.15)}" y2="${r1(top + h * 0.55)}">
      <stop offset="0" stop-color="${hi}"/><stop offset="0.14" stop-color="${body}"/><stop offset="0.75" stop-color="${shadow}"/><stop offset="1" stop-color="#020304"/>
    </linearGradient>`;
    bands += `<path d="${crest} L ${r1(w * 1.1)} ${h * 1.2} L ${-w * 0.1} ${h * 1.2} Z" fill="url(#band-${i})"/>`;
    bands += `<path d="${crest}" fill="none" stroke="#f4f1ea" stroke-opacity="0.22" stroke-width="${r1(w / 30)}" filter="url(#soft)" transform="translate(0 ${r1(h * 0.035)})"/>`;
    bands += `<path d="${crest}" fill="none" stroke="#f4f1ea" stroke-opacity="${r1(between(rng, 0.55, 0.85) * 100) / 100}" stroke-width="${r1(w / 600)}"/>`;
    if (i === 1) {
      bands += `<path d="${crest}" fill="none" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="${r1(w / 90)}" filter="url(#soft)" transform="translate(0 ${r1(h * 0.09)})"/>`;
    }
  }
  let drops = '';
  if (beads) {
    for (let i = 0; i < 150; i++) {
      const r = between(rng, w / 420, w / 110) * (rng() < 0.1 ? 1.9 : 1);
      const x = between(rng, 0, w);
      const y = between(rng, h * 0.4, h);
      drops += `<circle cx="${r1(x)}" cy="${r1(y + r * 0.25)}" r="${r1(r)}" fill="#000" fill-opacity="0.35"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="url(#bead)"/><circle cx="${r1(x - r * 0.3)}" cy="${r1(y - r * 0.35)}" r="${r1(r * 0.2)}" fill="#fff" fill-opacity="0.9"/>`;
    }
  }
  return `
  <defs>${defs(w)}${gradients}
    <radialGradient id="bead" cx="45%" cy="35%" r="65%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#fff" stop-opacity="0.45"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#backdrop)"/>
  ${studioLights(rng, w, h)}
  ${bokeh(rng, w, h, 18, 0.35)}
  ${bands}
  ${drops}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** A wheel close-up under the arch, the gold caliper showing through the spokes. */
export function wheelScene(
  /** @type {Rng} */ rng,
  /** @type {number} */ w,
  /** @type {number} */ h,
) {
  const [hi, body, shadow] = pick(rng, PAINTS);
  const r = h * between(rng, 0.42, 0.48);
  const cx = w * between(rng, 0.52, 0.62);
  const cy = h * 0.6;
  const archR = r * 1.14;
  return `
  <defs>${defs(w)}
    <linearGradient id="wing" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hi}"/><stop offset="0.3" stop-color="${body}"/><stop offset="1" stop-color="${shadow}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#backdrop)"/>
  ${studioLights(rng, w, h)}
  ${bokeh(rng, w, h, 16, 0.35)}
  <path d="M 0 ${r1(h * 0.08)} C ${r1(w * 0.3)} ${r1(h * 0.02)} ${r1(w * 0.7)} ${r1(h * 0.04)} ${w} ${r1(h * 0.14)} L ${w} ${h} L 0 ${h} Z" fill="url(#wing)"/>
  <path d="M 0 ${r1(h * 0.08)} C ${r1(w * 0.3)} ${r1(h * 0.02)} ${r1(w * 0.7)} ${r1(h * 0.04)} ${w} ${r1(h * 0.14)}" fill="none" stroke="#f4f1ea" stroke-opacity="0.5" stroke-width="${r1(w / 500)}" filter="url(#glow)"/>
  <path d="M ${r1(-w * 0.1)} ${r1(h * 0.55)} C ${r1(w * 0.2)} ${r1(h * 0.25)} ${r1(w * 0.5)} ${r1(h * 0.2)} ${r1(w * 1.1)} ${r1(h * 0.3)}" fill="none" stroke="#f4f1ea" stroke-opacity="0.16" stroke-width="${r1(h / 6)}" filter="url(#soft)"/>
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(archR)}" fill="#030405"/>
  <circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(archR)}" fill="none" stroke="#f4f1ea" stroke-opacity="0.25" stroke-width="${r1(w / 400)}"/>
  <g transform="translate(${r1(cx)} ${r1(cy)}) scale(${r1((r / 66) * 1000) / 1000}) translate(-100 -100)">
    ${wheel(100, 100, 66, pick(rng, [5, 6, 10]), 'hero-wheel')}
  </g>
  <rect y="${r1(h * 0.94)}" width="${w}" height="${r1(h * 0.06)}" fill="#020303"/>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** Diamond-quilted leather with gold stitching, lit from the top left. */
export function quiltScene(
  /** @type {Rng} */ rng,
  /** @type {number} */ w,
  /** @type {number} */ h,
) {
  const [hi, body, shadow] = pick(rng, LEATHERS);
  const size = w / between(rng, 7, 9);
  let cells = '';
  let stitches = '';
  for (let gy = -1; gy < h / (size / 2) + 1; gy++) {
    for (let gx = -1; gx < w / size + 1; gx++) {
      const x = gx * size + (gy % 2 === 0 ? 0 : size / 2);
      const y = gy * (size / 2);
      cells += `<path d="M ${r1(x)} ${r1(y - size / 2)} L ${r1(x + size / 2)} ${r1(y)} L ${r1(x)} ${r1(y + size / 2)} L ${r1(x - size / 2)} ${r1(y)} Z" fill="url(#cushion)"/>`;
    }
  }
  for (let i = -Math.ceil(h / size) - 1; i < Math.ceil((w + h) / size) + 1; i++) {
    const x = i * size + size / 2;
    stitches += `<path d="M ${r1(x)} 0 L ${r1(x + h)} ${h}" /><path d="M ${r1(x)} 0 L ${r1(x - h)} ${h}" />`;
  }
  const y0 = h * between(rng, 0.68, 0.78);
  const bolster = `M ${-w * 0.1} ${r1(y0 + h * 0.08)} C ${r1(w * 0.3)} ${r1(y0 - h * 0.06)} ${r1(w * 0.7)} ${r1(y0 - h * 0.1)} ${r1(w * 1.1)} ${r1(y0 - h * 0.02)}`;
  return `
  <defs>${defs(w)}
    <linearGradient id="bolster" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hi}"/><stop offset="0.25" stop-color="${body}"/><stop offset="1" stop-color="${shadow}"/>
    </linearGradient>
    <linearGradient id="piping" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8a6d35"/><stop offset="0.4" stop-color="#f0d595"/><stop offset="1" stop-color="#8a6d35"/>
    </linearGradient>
    <radialGradient id="cushion" cx="42%" cy="38%" r="70%">
      <stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${body}"/><stop offset="1" stop-color="${shadow}"/>
    </radialGradient>
    <radialGradient id="key-light" cx="25%" cy="15%" r="90%">
      <stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.5" stop-color="#000" stop-opacity="0.15"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${INK}"/>
  ${cells}
  <g fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="${r1(size / 30)}">${stitches}</g>
  <g fill="none" stroke="${GOLD}" stroke-opacity="0.85" stroke-width="${r1(size / 70)}" stroke-dasharray="${r1(size / 22)} ${r1(size / 32)}">${stitches}</g>
  <path d="${bolster} L ${w * 1.1} ${h * 1.1} L ${-w * 0.1} ${h * 1.1} Z" fill="url(#bolster)"/>
  <path d="${bolster}" fill="none" stroke="#000" stroke-opacity="0.6" stroke-width="${r1(size / 8)}" filter="url(#glow)"/>
  <path d="${bolster}" fill="none" stroke="url(#piping)" stroke-width="${r1(size / 16)}"/>
  <path d="${bolster}" fill="none" stroke="${GOLD}" stroke-opacity="0.85" stroke-width="${r1(size / 70)}" stroke-dasharray="${r1(size / 22)} ${r1(size / 32)}" transform="translate(0 ${r1(size / 5)})"/>
  <rect width="${w}" height="${h}" fill="url(#key-light)"/>
  ${bokeh(rng, w, h, 5, 0.3)}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}
