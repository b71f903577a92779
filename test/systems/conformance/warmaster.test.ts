// The conformance suite (test/helpers/conformance.ts) for warmaster.
import { conformanceSuite } from '../../helpers/conformance.ts';

conformanceSuite('warmaster');
