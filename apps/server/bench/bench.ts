console.log('bench: not yet');
