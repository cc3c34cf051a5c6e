import { ConfigError } from './config';
import { startServer } from './start';

startServer().catch((error: unknown) => {
  // A setting the server cannot use is told as it is, without a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
