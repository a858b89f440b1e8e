// Issue 4: `npm run admin -- reset-password <username>`.
console.error('Usage: npm run admin -- reset-password <username>');
process.exit(2);
