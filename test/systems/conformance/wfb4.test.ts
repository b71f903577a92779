// The conformance suite (test/helpers/conformance.ts) for wfb4.
import { conformanceSuite } from '../../helpers/conformance.ts';

conformanceSuite('wfb4');
