import { writeFileSync } from 'node:fs';
import { renderResumePdf } from './render-resume-pdf.ts';
import { longPortfolio, samplePortfolio } from './test-portfolios.ts';

let t = performance.now();
const pdf = await renderResumePdf(samplePortfolio, { siteUrl: 'https://aarav.example.com/' });
console.log('sample', Math.round(performance.now() - t), 'ms', pdf.length);
writeFileSync('/tmp/sample.pdf', pdf);
t = performance.now();
const pdf2 = await renderResumePdf(samplePortfolio, { siteUrl: 'https://aarav.example.com/' });
console.log('sample again', Math.round(performance.now() - t), 'ms', pdf2.length);
t = performance.now();
const long = await renderResumePdf(longPortfolio, { siteUrl: 'https://aarav.example.com/' });
console.log('long', Math.round(performance.now() - t), 'ms', long.length);
writeFileSync('/tmp/long.pdf', long);
