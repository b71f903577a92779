// The conformance suite (test/helpers/conformance.ts) for wfb3.
import { conformanceSuite } from '../../helpers/conformance.ts';

conformanceSuite('wfb3');
