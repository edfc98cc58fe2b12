import { authSuite } from './suites/auth-suite.js';
import { mintSuite } from './suites/mint-suite.js';
import { readSuite } from './suites/read-suite.js';
import { scopeSuite } from './suites/scope-suite.js';

// The same suites run over real sockets in http.test.ts.
authSuite('in-process');
scopeSuite('in-process');
readSuite('in-process');
mintSuite('in-process');
