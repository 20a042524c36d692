console.log("prisma generate: schema not ready yet")
