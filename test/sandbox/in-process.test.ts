import { authSuite } from './suites/auth-suite';
import { mintSuite } from './suites/mint-suite';
import { readSuite } from './suites/read-suite';
import { scopeSuite } from './suites/scope-suite';

// The same suites run over real sockets in http.test.ts.
authSuite('in-process');
scopeSuite('in-process');
readSuite('in-process');
mintSuite('in-process');
