; Inno Setup script: a per-user installer of the frozen app for Windows 10 and later.
;   iscc /DAppVersion=0.1.0 packaging\windows\tablegames.iss
; (the release workflow runs it after PyInstaller has made "dist\Table Games").
; No administrator rights: it installs under %LOCALAPPDATA%\Programs, adds a Start-menu
; entry (and, when asked, a desktop one) and an uninstaller listed in "Apps"; statistics,
; settings and saves (in %LOCALAPPDATA%\tablegames) stay when the app is removed.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z
#endif

[Setup]
AppId={{6F0C3E5A-4E1B-4C57-9D35-7A2E5B1C9F40}
AppName=Table Games
AppVersion={#AppVersion}
AppVerName=Table Games {#AppVersion}
AppPublisher=Table Games developers
VersionInfoVersion={#AppVersion}
PrivilegesRequired=lowest
DefaultDirName={autopf}\Table Games
DefaultGroupName=Table Games
DisableProgramGroupPage=yes
DisableDirPage=auto
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=TableGames-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\build\icons\cz.tablegames.TableGames.ico
UninstallDisplayIcon={app}\tablegames.exe
UninstallDisplayName=Table Games
LicenseFile=..\..\LICENSE
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\Table Games\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Table Games"; Filename: "{app}\tablegames.exe"; Comment: "Perudo, Macháček, Royal Casino"
Name: "{autodesktop}\Table Games"; Filename: "{app}\tablegames.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\tablegames.exe"; Description: "{cm:LaunchProgram,Table Games}"; Flags: nowait postinstall skipifsilent
