"""Only what pyproject.toml cannot say: the top-level resources/ and translations/ folders
(the project layout keeps them beside the package) install inside the package, so a wheel
has them at tablegames_qt/resources and tablegames_qt/translations (see storage/paths.py)."""

from setuptools import find_packages, setup

DATA_PACKAGES = {
    "tablegames_qt.resources": "resources",
    "tablegames_qt.translations": "translations",
}

setup(
    packages=find_packages(include=["tablegames_qt", "tablegames_qt.*"]) + list(DATA_PACKAGES),
    package_dir=DATA_PACKAGES,
    package_data={
        "tablegames_qt": ["py.typed"],
        "tablegames_qt.resources": ["**/*"],
        "tablegames_qt.translations": ["*.qm"],
    },
    include_package_data=False,
)
