/**
 * Illustrated scenes of the sample content, drawn in code (flat SVG shapes, no text, nothing
 * fetched): a firm starting from the samples sees pictures that look like a firm's, each one a
 * placeholder to replace with its own photo in the admin (Media, or the record's image field).
 * Drawn on a 160×90 canvas and scaled to cover any size, subject in the middle so that square
 * crops keep it.
 */
export type SceneKind = 'family' | 'office' | 'truck' | 'injury' | 'video' | 'gift' | 'travel'

/** Which scene an image gets, from its file name (`service-trucks.png`, `blog-….png`). */
export function sceneOf(name: string): SceneKind {
  if (/truck/.test(name)) return 'truck'
  if (/injury/.test(name)) return 'injury'
  if (/giveaway/.test(name)) return 'gift'
  if (/travel/.test(name)) return 'travel'
  if (/video|live/.test(name)) return 'video'
  if (/immigration|contact|office|attorney|banner-[a-z]+-[a-z]+/.test(name)) return 'office'
  return 'family'
}

const sky = (top: string, bottom: string) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect x="-100" y="-100" width="360" height="290" fill="url(#sky)"/>`

/** A standing person: head, body, legs; `h` is the height, `x` the centre of the feet. */
function person(x: number, ground: number, h: number, skin: string, cloth: string) {
  const head = h * 0.14
  return `<g>
    <rect x="${x - h * 0.07}" y="${ground - h * 0.42}" width="${h * 0.05}" height="${h * 0.42}" rx="${h * 0.02}" fill="#27374d"/>
    <rect x="${x + h * 0.02}" y="${ground - h * 0.42}" width="${h * 0.05}" height="${h * 0.42}" rx="${h * 0.02}" fill="#27374d"/>
    <rect x="${x - h * 0.11}" y="${ground - h * 0.78}" width="${h * 0.22}" height="${h * 0.42}" rx="${h * 0.08}" fill="${cloth}"/>
    <circle cx="${x}" cy="${ground - h * 0.78 - head}" r="${head}" fill="${skin}"/>
  </g>`
}

const skins = ['#e0b48c', '#c68e64', '#a8724f', '#f1c9a5']

function family() {
  const ground = 72
  return `${sky('#f6d8b8', '#fbeee0')}
  <circle cx="122" cy="26" r="12" fill="#f8b55f" opacity="0.9"/>
  <path d="M-10 70 Q40 58 80 66 T170 62 V100 H-10 Z" fill="#7fa86a"/>
  <rect x="-10" y="${ground}" width="180" height="30" fill="#5d8a4e"/>
  <g opacity="0.35" fill="#123b6c">
    <rect x="12" y="40" width="10" height="30"/><rect x="24" y="32" width="12" height="38"/>
    <rect x="128" y="36" width="12" height="34"/><rect x="142" y="44" width="9" height="26"/>
  </g>
  ${person(62, ground, 40, skins[1]!, '#1f5fa8')}
  ${person(80, ground, 26, skins[0]!, '#c8102e')}
  ${person(96, ground, 37, skins[2]!, '#0b7a3e')}
  <path d="M66 46 Q73 50 78 52 M83 52 Q88 50 92 46" stroke="#27374d" stroke-width="1.6" fill="none"/>`
}

function office() {
  return `${sky('#dfe7f1', '#eef3f8')}
  <rect x="-10" y="64" width="180" height="40" fill="#b48a5a"/>
  <rect x="18" y="14" width="40" height="32" rx="2" fill="#ffffff" stroke="#9fb3c8"/>
  <path d="M20 40 L32 28 L42 36 L50 26 L56 32 V44 H20 Z" fill="#9fc0e0"/>
  <rect x="112" y="12" width="34" height="44" fill="#8a6642"/>
  ${[16, 26, 36, 46]
    .map(
      (y, i) =>
        `<rect x="114" y="${y}" width="30" height="1.5" fill="#6b4d30"/><rect x="${116 + i * 3}" y="${y - 8}" width="4" height="8" fill="${['#1f5fa8', '#c8102e', '#0b7a3e', '#f8b55f'][i]}"/><rect x="${122 + i * 4}" y="${y - 7}" width="3" height="7" fill="#334155"/>`,
    )
    .join('')}
  <rect x="40" y="56" width="80" height="6" rx="1" fill="#6b4d30"/>
  <rect x="46" y="62" width="4" height="20" fill="#6b4d30"/><rect x="110" y="62" width="4" height="20" fill="#6b4d30"/>
  <g transform="translate(80 30)" fill="#c9a227" stroke="#8c6d12" stroke-width="0.6">
    <rect x="-0.8" y="0" width="1.6" height="24"/>
    <rect x="-16" y="3" width="32" height="1.4"/>
    <path d="M-16 4.4 L-21 14 H-11 Z" fill="none"/><path d="M-22 14 Q-16 19 -10 14 Z"/>
    <path d="M16 4.4 L11 14 H21 Z" fill="none"/><path d="M10 14 Q16 19 22 14 Z"/>
    <rect x="-6" y="24" width="12" height="2" rx="0.5"/>
  </g>
  <rect x="52" y="51" width="18" height="5" fill="#ffffff" stroke="#9fb3c8" stroke-width="0.5"/>
  <rect x="54" y="48" width="16" height="4" fill="#f1f5f9" stroke="#9fb3c8" stroke-width="0.5"/>
  <rect x="95" y="50" width="7" height="6" rx="1" fill="#1f5fa8"/>`
}

function truck() {
  return `${sky('#bcd6ee', '#e8f1fa')}
  <path d="M-10 58 Q30 48 70 56 T170 52 V70 H-10 Z" fill="#9bbf86"/>
  <rect x="-10" y="66" width="180" height="40" fill="#4b5563"/>
  <g fill="#f8fafc">${[0, 30, 60, 90, 120, 150].map((x) => `<rect x="${x}" y="77" width="14" height="1.6"/>`).join('')}</g>
  <rect x="34" y="38" width="62" height="28" rx="1.5" fill="#f1f5f9" stroke="#94a3b8"/>
  <rect x="38" y="48" width="54" height="4" fill="#c8102e"/>
  <path d="M96 44 H114 L124 55 V66 H96 Z" fill="#1f5fa8"/>
  <path d="M100 47 H112 L119 55 H100 Z" fill="#cfe3f5"/>
  <rect x="122" y="60" width="4" height="3" fill="#f8b55f"/>
  ${[46, 60, 104, 116].map((x) => `<circle cx="${x}" cy="67" r="5" fill="#1f2937"/><circle cx="${x}" cy="67" r="2" fill="#9ca3af"/>`).join('')}`
}

function injury() {
  return `${sky('#e6eef6', '#f5f8fb')}
  <rect x="-10" y="66" width="180" height="40" fill="#cbd5e1"/>
  <g transform="translate(28 40)">
    <path d="M0 20 V12 Q2 8 8 7 L16 0 H36 L44 7 Q52 8 54 12 V20 Z" fill="#c8102e"/>
    <path d="M18 2 H34 L40 8 H13 Z" fill="#dbeafe"/>
    <circle cx="12" cy="21" r="5" fill="#1f2937"/><circle cx="42" cy="21" r="5" fill="#1f2937"/>
    <path d="M52 9 l5 -4 M54 13 l6 -1" stroke="#f59e0b" stroke-width="1.5"/>
  </g>
  <g transform="translate(96 20)">
    <rect x="0" y="0" width="40" height="46" rx="3" fill="#ffffff" stroke="#94a3b8"/>
    <rect x="14" y="-3" width="12" height="6" rx="1.5" fill="#64748b"/>
    <rect x="17" y="9" width="6" height="16" fill="#c8102e"/><rect x="12" y="14" width="16" height="6" fill="#c8102e"/>
    ${[30, 35, 40].map((y) => `<rect x="6" y="${y}" width="28" height="1.6" fill="#cbd5e1"/>`).join('')}
  </g>`
}

function video() {
  return `${sky('#0c2848', '#174c8a')}
  <circle cx="30" cy="20" r="30" fill="#ffffff" opacity="0.05"/>
  <rect x="38" y="14" width="84" height="50" rx="3" fill="#0f172a" stroke="#94a3b8"/>
  <rect x="41" y="17" width="78" height="44" fill="#f6d8b8"/>
  ${person(80, 61, 34, skins[1]!, '#123b6c')}
  <rect x="68" y="70" width="24" height="3" fill="#94a3b8"/><rect x="58" y="73" width="44" height="2" rx="1" fill="#94a3b8"/>
  <circle cx="118" cy="20" r="3" fill="#ef4444"/>`
}

/**
 * A winner beside their prize; `variant` changes the person, the side they stand on and the
 * wrapping, so a page of giveaway photos shows different people, not one picture repeated.
 */
function gift(variant = 0) {
  const wraps = ['#c8102e', '#1f5fa8', '#0b7a3e', '#7c3aed', '#d97706']
  const clothes = ['#1f5fa8', '#0b7a3e', '#f8b55f', '#334155', '#c8102e', '#0e7490', '#7c3aed']
  const wrap = wraps[variant % wraps.length]
  const left = variant % 2 === 0
  const personX = left ? 62 : 98
  const boxX = left ? 76 : 48
  const height = 44 + (variant % 3) * 4
  return `${sky('#fde2e4', '#fff4f2')}
  ${[20, 45, 115, 140].map((x, i) => `<circle cx="${x}" cy="${15 + ((i + variant) % 2) * 10}" r="2" fill="${['#f8b55f', '#1f5fa8', '#0b7a3e', '#c8102e'][i]}"/>`).join('')}
  <rect x="-10" y="72" width="180" height="30" fill="#f3c6cb"/>
  ${person(personX, 80, height, skins[variant % skins.length], clothes[variant % clothes.length])}
  <rect x="${boxX}" y="50" width="36" height="26" fill="${wrap}"/>
  <rect x="${boxX - 3}" y="44" width="42" height="8" fill="${wrap}" opacity="0.8"/>
  <rect x="${boxX + 15}" y="44" width="6" height="32" fill="#f8b55f"/>
  <path d="M${boxX + 18} 44 c-8 -10 -16 -5 -10 0 Z M${boxX + 18} 44 c8 -10 16 -5 10 0 Z" fill="#f8b55f"/>`
}

/** A plane over the globe; `variant` moves the plane and turns the continents, poster by poster. */
function travel(variant = 0) {
  const skies = [
    ['#9cc9ee', '#e0f0fb'],
    ['#f7c59f', '#fde8d7'],
    ['#b8e0d2', '#eaf7f2'],
    ['#c7b8ea', '#efeafb'],
  ]
  const [top, bottom] = skies[variant % skies.length]
  const planeX = 56 + (variant % 4) * 16
  const turn = (variant % 5) * 14 - 28
  return `${sky(top, bottom)}
  <ellipse cx="${30 + (variant % 3) * 10}" cy="30" rx="14" ry="5" fill="#ffffff" opacity="0.9"/>
  <ellipse cx="124" cy="${18 + (variant % 2) * 8}" rx="16" ry="5" fill="#ffffff" opacity="0.9"/>
  <circle cx="80" cy="92" r="42" fill="#1f5fa8"/>
  <g transform="rotate(${turn} 80 92)">
    <path d="M56 64 q10 -6 18 2 t16 6 q6 8 -4 12 M92 58 q10 2 12 10" stroke="#7fb069" stroke-width="6" fill="none" stroke-linecap="round"/>
  </g>
  <g transform="translate(${planeX} ${30 + (variant % 3) * 4}) rotate(${variant % 2 ? -20 : -8})" fill="#ffffff" stroke="#64748b" stroke-width="0.6">
    <path d="M-24 0 Q-24 -3 -18 -3 H18 Q26 -3 28 0 Q26 3 18 3 H-18 Q-24 3 -24 0 Z"/>
    <path d="M-2 -2 L-10 -16 H-5 L8 -2 Z"/><path d="M-2 2 L-10 16 H-5 L8 2 Z"/>
    <path d="M-22 -1 L-26 -8 H-23 L-17 -2 Z"/>
  </g>`
}

const scenes: Record<SceneKind, (variant?: number) => string> = {
  family,
  office,
  truck,
  injury,
  video,
  gift,
  travel,
}

/**
 * The scene as an SVG document of the given size, cropped to cover it; `tint` (two colours, e.g.
 * a blog post's) washes over it lightly, so pictures of one scene still differ; `variant` picks
 * among a scene's versions where it has several (the giveaway winners).
 */
export function sceneSvg(
  kind: SceneKind,
  width: number,
  height: number,
  tint?: [string, string],
  variant = 0,
): string {
  const wash = tint
    ? `<defs><linearGradient id="tint" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint[0]}"/><stop offset="1" stop-color="${tint[1]}"/></linearGradient></defs><rect x="-100" y="-100" width="360" height="290" fill="url(#tint)" opacity="0.22"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice">${scenes[kind](variant)}${wash}</svg>`
}
