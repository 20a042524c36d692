-- CreateTable
CREATE TABLE "SavedView" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SavedView_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedViewRole" (
    "viewId" TEXT NOT NULL,
    "role" TEXT NOT NULL,

    CONSTRAINT "SavedViewRole_pkey" PRIMARY KEY ("viewId","role")
);

-- CreateTable
CREATE TABLE "SavedViewDefault" (
    "userId" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "viewId" TEXT NOT NULL,

    CONSTRAINT "SavedViewDefault_pkey" PRIMARY KEY ("userId","page")
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedView_ownerId_page_name_key" ON "SavedView"("ownerId", "page", "name");

-- CreateIndex
CREATE INDEX "SavedViewRole_role_idx" ON "SavedViewRole"("role");

-- CreateIndex
CREATE INDEX "SavedViewDefault_viewId_idx" ON "SavedViewDefault"("viewId");

-- AddForeignKey
ALTER TABLE "SavedView" ADD CONSTRAINT "SavedView_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedViewRole" ADD CONSTRAINT "SavedViewRole_viewId_fkey" FOREIGN KEY ("viewId") REFERENCES "SavedView"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedViewDefault" ADD CONSTRAINT "SavedViewDefault_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedViewDefault" ADD CONSTRAINT "SavedViewDefault_viewId_fkey" FOREIGN KEY ("viewId") REFERENCES "SavedView"("id") ON DELETE CASCADE ON UPDATE CASCADE;

