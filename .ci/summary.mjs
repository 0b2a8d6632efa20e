// Prints the closing "N passed, N failed" line from vitest's JSON report and sets the exit code.
import { existsSync, readFileSync } from 'node:fs';

const [reportPath, statusText] = process.argv.slice(2);
const status = Number(statusText);
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  // Every test must run in a plain clone: a skipped or todo test is a failure here.
  skipped = report.numPendingTests + report.numTodoTests;
  // A suite that failed to load counts as a failure even when it reported no test.
  const brokenSuites = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  failed += brokenSuites;
}
if (status !== 0 && failed === 0) failed = 1; // typecheck or runner failure before any test ran
if (passed + failed === 0) failed = 1;
if (skipped > 0) {
  console.log(`${skipped} tests skipped: every test must run`);
  failed += skipped;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
