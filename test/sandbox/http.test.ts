import { authSuite } from './suites/auth-suite';
import { mintSuite } from './suites/mint-suite';
import { readSuite } from './suites/read-suite';
import { scopeSuite } from './suites/scope-suite';

// The suites of in-process.test.ts against startSandboxServer({ port: 0 }) on 127.0.0.1.
authSuite('http');
scopeSuite('http');
readSuite('http');
mintSuite('http');
