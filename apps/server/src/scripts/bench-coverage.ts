// `npm run bench` section: the brand directory's coverage, each brand under its best channel
// (API → email → web form → letter → phone → checklist), read from the reviewed data file.
// `--missing` lists the brands still without a written channel (docs/research/brand-channels.md).
import {
  coverageByChannel,
  WRITTEN_CHANNELS,
  type CoverageBrand,
} from '@updately/shared/brand-coverage';
import brands from '@updately/shared/data/brands.json' with { type: 'json' };

type Brand = CoverageBrand & { slug: string; name: string };

const LABELS = {
  api: 'API integration',
  email: 'Email',
  web_form: 'Web form',
  letter: 'Letter',
  phone: 'Phone',
  manual: 'Checklist only',
} as const;

const groups = coverageByChannel(brands as Brand[]);
const total = brands.length;
const written = groups
  .filter((g) => WRITTEN_CHANNELS.includes(g.channel))
  .reduce((n, g) => n + g.brands.length, 0);

if (process.argv.includes('--missing')) {
  for (const group of groups.filter((g) => !WRITTEN_CHANNELS.includes(g.channel))) {
    console.log(`\n${LABELS[group.channel]} (${group.brands.length}):`);
    console.log(group.brands.map((b) => `${b.name} (${b.slug})`).join(', '));
  }
} else {
  const width = Math.max(...Object.values(LABELS).map((l) => l.length));
  console.log(`  ${'best channel'.padEnd(width)}  brands  share`);
  for (const group of groups) {
    const share = ((100 * group.brands.length) / total).toFixed(1).padStart(5);
    console.log(
      `  ${LABELS[group.channel].padEnd(width)}  ${String(group.brands.length).padStart(6)}  ${share}%`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${String(total).padStart(6)}`);
  console.log(`  reached in writing (API, email, web form or letter): ${written} of ${total}`);
}
