import { z } from 'zod';

// zod 4 compiles its object parsers with `new Function`, after probing once whether that is allowed.
// The site's Content-Security-Policy has no 'unsafe-eval', so in the browser the probe itself is
// refused and reported as a violation, even though zod catches it. Jitless parsing never tries.
// zod reads this setting when an object schema is created, so this module must be evaluated before
// any schema exists: the schema modules and both render entries import it first.
z.config({ jitless: true });
