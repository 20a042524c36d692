-- CreateTable
CREATE TABLE "SavedView" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerId" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SavedView_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SavedViewRole" (
    "viewId" TEXT NOT NULL,
    "role" TEXT NOT NULL,

    PRIMARY KEY ("viewId", "role"),
    CONSTRAINT "SavedViewRole_viewId_fkey" FOREIGN KEY ("viewId") REFERENCES "SavedView" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SavedViewDefault" (
    "userId" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "viewId" TEXT NOT NULL,

    PRIMARY KEY ("userId", "page"),
    CONSTRAINT "SavedViewDefault_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SavedViewDefault_viewId_fkey" FOREIGN KEY ("viewId") REFERENCES "SavedView" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedView_ownerId_page_name_key" ON "SavedView"("ownerId", "page", "name");

-- CreateIndex
CREATE INDEX "SavedViewRole_role_idx" ON "SavedViewRole"("role");

-- CreateIndex
CREATE INDEX "SavedViewDefault_viewId_idx" ON "SavedViewDefault"("viewId");

