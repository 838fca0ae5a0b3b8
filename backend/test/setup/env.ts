// Quiet, deterministic environment for every API test file.
process.env.NODE_ENV = 'test';
