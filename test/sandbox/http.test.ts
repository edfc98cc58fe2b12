import { authSuite } from './suites/auth-suite.js';
import { mintSuite } from './suites/mint-suite.js';
import { readSuite } from './suites/read-suite.js';
import { scopeSuite } from './suites/scope-suite.js';

// The suites of in-process.test.ts against startSandboxServer({ port: 0 }) on 127.0.0.1.
authSuite('http');
scopeSuite('http');
readSuite('http');
mintSuite('http');
