// Server tests run with NODE_ENV=test so request logging stays off and nothing secret is printed.
process.env.NODE_ENV = 'test';
