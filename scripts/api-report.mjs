// The public API of every published entry point, as API Extractor reads it from the built
// declarations (run `node scripts/build.mjs` first). Each report is committed under
// `packages/<name>/api/`, so a change to what a partner can import shows up in review.
//
//   node scripts/api-report.mjs          check: fails when a report differs from the build
//   node scripts/api-report.mjs --update write the reports anew (commit them with the change)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { PACKAGES, ROOT } from './aliases.mjs';

const update = process.argv.includes('--update');

/** Every entry with types in a package's `exports`: `['.', './sample', …]` with their .d.ts files. */
function typedEntries(name) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'packages', name, 'package.json'), 'utf8'));
  return Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object' && target.import?.types)
    .map(([subpath, target]) => ({ subpath, types: target.import.types }));
}

const reportName = (subpath) => (subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-'));

const scratch = mkdtempSync(path.join(tmpdir(), 'giftcash-api-'));
const failures = [];
let count = 0;
try {
  for (const name of PACKAGES) {
    const folder = path.join(ROOT, 'packages', name);
    for (const { subpath, types } of typedEntries(name)) {
      const entryFile = path.join(folder, types);
      if (!existsSync(entryFile)) {
        failures.push(
          `@giftcash/${name}${subpath.slice(1)}: ${types} is not built (run node scripts/build.mjs)`,
        );
        continue;
      }
      const report = reportName(subpath);
      const reportFolder = path.join(folder, 'api');
      mkdirSync(reportFolder, { recursive: true });
      const tsconfig = path.join(scratch, `${name}-${report}.tsconfig.json`);
      writeFileSync(
        tsconfig,
        JSON.stringify({
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
            lib: ['es2022', 'dom', 'dom.iterable'],
          },
          files: [entryFile],
        }),
      );
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: folder,
          mainEntryPointFilePath: entryFile,
          compiler: { tsconfigFilePath: tsconfig },
          apiReport: {
            enabled: true,
            reportFileName: `${report}.api.md`,
            reportFolder,
            reportTempFolder: path.join(scratch, name),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          newlineKind: 'lf',
          messages: {
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
            // Release tags (@public, @beta) are not used: every exported name is public.
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.Warning },
              'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
              'ae-forgotten-export': { logLevel: ExtractorLogLevel.None },
              'ae-internal-missing-underscore': { logLevel: ExtractorLogLevel.None },
              'ae-unresolved-link': { logLevel: ExtractorLogLevel.None },
              // Documentation coverage is the lint's and the README's job; the report is about the shape.
              'ae-undocumented': { logLevel: ExtractorLogLevel.None },
            },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          },
        },
        configObjectFullPath: path.join(folder, 'api-extractor.json'),
        packageJsonFullPath: path.join(folder, 'package.json'),
      });
      const result = Extractor.invoke(config, {
        localBuild: update,
        showVerboseMessages: false,
        messageCallback: (message) => {
          message.handled = true;
          if (process.env.API_DEBUG) console.log(message.messageId, message.text);
        },
      });
      const file = path.join(reportFolder, `${report}.api.md`);
      const names = existsSync(file) ? exportedNames(readFileSync(file, 'utf8')) : 0;
      count += names;
      const label = `@giftcash/${name}${subpath.slice(1)}`;
      // The report just made (the committed one may be older): every name and member needs TSDoc.
      const made = path.join(scratch, name, `${report}.api.md`);
      const missing = undocumented(readFileSync(existsSync(made) ? made : file, 'utf8'));
      if (result.errorCount > 0 || (!update && result.apiReportChanged)) {
        failures.push(
          `${label}: the public API differs from packages/${name}/api/${report}.api.md (run npm run api-report and commit the report with the change)`,
        );
      } else if (missing.length) {
        failures.push(
          `${label}: ${missing.length} exported names or members have no TSDoc ("(undocumented)" in packages/${name}/api/${report}.api.md):\n    ${missing.join('\n    ')}`,
        );
      } else {
        console.log(`✔ ${label}: ${names} exported names (packages/${name}/api/${report}.api.md)`);
      }
    }
  }
} finally {
  if (!process.env.KEEP_API_SCRATCH) rmSync(scratch, { recursive: true, force: true });
}

/** Exported names in a report: one per `export` declaration (overloads count once). */
function exportedNames(text) {
  const names = new Set();
  for (const match of text.matchAll(
    /^export (?:declare )?(?:abstract )?(?:const|let|function|class|interface|type|enum|namespace) (\w+)/gm,
  ))
    names.add(match[1]);
  for (const match of text.matchAll(/^export \{ (\w+)(?: as (\w+))? \}/gm))
    names.add(match[2] ?? match[1]);
  return names.size;
}

/**
 * The names and members a report marks "(undocumented)", each as `Name` or `Name.member`. API
 * Extractor writes the mark (`// (undocumented)`, or `// @public (undocumented)` on an exported name)
 * on the line above the declaration, indented as the declaration is.
 */
function undocumented(text) {
  const lines = text.split('\n');
  const found = [];
  let owner = '';
  lines.forEach((line, index) => {
    const top = line.match(
      /^export (?:declare )?(?:abstract )?(?:const|let|function|class|interface|type|enum|namespace) (\w+)/,
    );
    if (top) owner = top[1];
    if (!/^\s*\/\/ (?:@\w+ )?\(undocumented\)$/.test(line)) return;
    const next = lines.slice(index + 1).find((candidate) => !/^\s*\/\//.test(candidate)) ?? '';
    const own = next.match(
      /^export (?:declare )?(?:abstract )?(?:const|let|function|class|interface|type|enum|namespace) (\w+)/,
    );
    const member = next.match(
      /^\s+(?:(?:readonly|static|protected|abstract|get|set)\s+)*['"]?([\w$:-]+)['"]?\??\s*[(:<=]/,
    );
    found.push(own ? own[1] : `${owner}.${member ? member[1] : next.trim()}`);
  });
  return found;
}

console.log(`${count} exported names in all`);
for (const failure of failures) console.error(`✖ ${failure}`);
process.exit(failures.length ? 1 : 0);
