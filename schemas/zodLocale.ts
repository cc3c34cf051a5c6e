import { z } from 'zod';

// Zod's own messages (a wrong type deep in a body, an unknown enum value) in Danish as well. A module of its
// own, so that a page sets them without building the field builders' module.
z.config(z.locales.da());
