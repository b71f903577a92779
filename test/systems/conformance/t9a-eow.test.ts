// The conformance suite (test/helpers/conformance.ts) for t9a-eow.
import { conformanceSuite } from '../../helpers/conformance.ts';

conformanceSuite('t9a-eow');
